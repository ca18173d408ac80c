import type { Shape } from '../../../i18n/shape';
import type zhLog from './log.zh.texts';

const enLog: Shape<typeof zhLog> = {
  log: {
    loginTab: 'Sign-in log',
    requestTab: 'Request log',
    exceptionTab: 'Exception log',
    loginTime: 'Signed in at',
    requestTime: 'Requested at',
    exceptionTime: 'Occurred at',
    loginUser: 'User',
    requestUser: 'User',
    user: 'User',
    ip: 'IP address',
    place: 'Location',
    browser: 'Browser',
    os: 'Operating system',
    result: 'Result',
    success: 'Success',
    failure: 'Failed',
    summary: 'Details',
    method: 'Method',
    url: 'URL',
    status: 'Status',
    duration: 'Duration (ms)',
    message: 'Message',
    stack: 'Details',
    noStack: 'No details',
    operationTab: 'Operation log',
    operationTime: 'Time',
    operationUser: 'User',
    module: 'Module',
    action: 'Action',
    objectId: 'Record id',
    export: 'Export',
    retention: 'Logs are kept for {{days}} days, then removed automatically',
    retentionForever: 'Logs are kept forever',
  },
};

export default enLog;
