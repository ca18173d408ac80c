import { defineModule } from '../../platform/module.js';
import { healthRoutes } from './health.routes.js';

/** Liveness and readiness for load balancers and operators. */
export const healthModule = defineModule({ name: 'health', routes: [healthRoutes] });
