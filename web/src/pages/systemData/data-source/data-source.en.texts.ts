import type { Shape } from '../../../i18n/shape';
import type zhDataSource from './data-source.zh.texts';

const enDataSource: Shape<typeof zhDataSource> = {
  dataSource: {
    title: 'Data sources',
    keyword: 'Name, host or database',
    add: 'New data source',
    editTitle: 'Edit data source',
    empty: 'No data sources yet: add a database with "New data source"',
    fullName: 'Name',
    fullNameRequired: 'Enter a name',
    dbType: 'Database type',
    host: 'Host',
    hostRequired: 'Enter the host',
    hostPlaceholder: 'e.g. 127.0.0.1 or db.example.com',
    port: 'Port',
    portRequired: 'Enter the port',
    userName: 'User name',
    userNameRequired: 'Enter the user name',
    password: 'Password',
    passwordKept: 'A password is saved; leave empty to keep it',
    serviceName: 'Database',
    serviceNameRequired: 'Enter the database name',
    sqliteFile: 'Database file',
    sqliteFileRequired: 'Enter a file name',
    sqliteFilePlaceholder: 'e.g. sales.db',
    sqliteFileHint:
      "The file lives in the server's SQLite folder: give only its name; a missing file is created on first use",
    sqliteFileRule: 'Letters, digits, underscores, dots and dashes only, no path',
    address: 'Address',
    sortCode: 'Sort',
    state: 'State',
    enabled: 'Enabled',
    disabled: 'Disabled',
    creatorTime: 'Created',
    actions: 'Actions',
    edit: 'Edit',
    test: 'Test connection',
    testing: 'Connecting…',
    testOk: 'Connected',
    testFailed: 'Connection failed',
    saveSuccess: 'Saved',
    notSupported: 'not supported yet',
    platform: 'Default database',
  },
};

export default enDataSource;
