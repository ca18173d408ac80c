import { defineModule } from '../../platform/module.js';
import { fileRoutes } from './file.routes.js';

/** Uploads, downloads and download links (SPEC §7.13); storage itself is the platform's (platform/files). */
export const fileModule = defineModule({ name: 'file', routes: [fileRoutes] });
