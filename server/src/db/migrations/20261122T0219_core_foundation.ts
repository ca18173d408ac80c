import { type Kysely, sql } from 'kysely';
import { baseColumns } from './base-columns.js';

// Names are written in snake_case; the CamelCasePlugin leaves them as they are.
// Times are epoch milliseconds in bigint; ids are strings.

export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_organize'))
    .addColumn('parent_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('manager_id', 'varchar(50)')
    .addColumn('organize_id_tree', 'text')
    .addColumn('property_json', 'text')
    .execute();
  await db.schema.createIndex('idx_organize_parent').on('base_organize').column('parent_id').execute();

  await baseColumns(db.schema.createTable('base_position'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'varchar(50)')
    .addColumn('organize_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('property_json', 'text')
    .execute();
  await db.schema.createIndex('idx_position_organize').on('base_position').column('organize_id').execute();

  await baseColumns(db.schema.createTable('base_role'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'varchar(50)')
    .addColumn('global_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('property_json', 'text')
    .execute();

  await baseColumns(db.schema.createTable('base_user'))
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('real_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('quick_query', 'varchar(100)')
    .addColumn('nick_name', 'varchar(100)')
    .addColumn('head_icon', 'varchar(200)')
    .addColumn('gender', 'integer')
    .addColumn('mobile_phone', 'varchar(20)')
    .addColumn('email', 'varchar(100)')
    .addColumn('organize_id', 'varchar(50)')
    .addColumn('manager_id', 'varchar(50)')
    .addColumn('position_id', 'text')
    .addColumn('role_id', 'text')
    .addColumn('is_administrator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password', 'varchar(200)', (c) => c.notNull())
    .addColumn('language', 'varchar(10)')
    .addColumn('theme', 'varchar(20)')
    .addColumn('portal_id', 'varchar(50)')
    .addColumn('first_log_time', 'bigint')
    .addColumn('first_log_ip', 'varchar(64)')
    .addColumn('prev_log_time', 'bigint')
    .addColumn('prev_log_ip', 'varchar(64)')
    .addColumn('last_log_time', 'bigint')
    .addColumn('last_log_ip', 'varchar(64)')
    .addColumn('log_success_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('log_error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unlock_time', 'bigint')
    .addColumn('change_password_date', 'bigint')
    .addColumn('property_json', 'text')
    .execute();
  // An account is unique among live users; a deleted user frees it.
  await db.schema
    .createIndex('ux_user_account')
    .on('base_user')
    .column('account')
    .unique()
    .where(sql.ref('delete_mark'), 'is', null)
    .execute();
  await db.schema.createIndex('idx_user_organize').on('base_user').column('organize_id').execute();

  await db.schema
    .createTable('base_user_relation')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort_code', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(50)')
    .execute();
  await db.schema
    .createIndex('ux_user_relation')
    .on('base_user_relation')
    .columns(['user_id', 'object_type', 'object_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('idx_user_relation_object')
    .on('base_user_relation')
    .columns(['object_id', 'object_type'])
    .execute();

  await baseColumns(db.schema.createTable('base_module'))
    .addColumn('parent_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('url_address', 'varchar(300)')
    .addColumn('link_target', 'varchar(20)')
    .addColumn('icon', 'varchar(100)')
    .addColumn('category', 'varchar(10)', (c) => c.notNull().defaultTo('Web'))
    .addColumn('property_json', 'text')
    .addColumn('is_button_authorize', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_column_authorize', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_form_authorize', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_data_authorize', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('idx_module_parent').on('base_module').column('parent_id').execute();

  for (const table of ['base_module_button', 'base_module_column', 'base_module_form']) {
    await baseColumns(db.schema.createTable(table))
      .addColumn('module_id', 'varchar(50)', (c) => c.notNull())
      .addColumn('parent_id', 'varchar(50)', (c) => c.notNull().defaultTo('-1'))
      .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('property_json', 'text')
      .execute();
    await db.schema.createIndex(`idx_${table}_module`).on(table).column('module_id').execute();
  }

  await baseColumns(db.schema.createTable('base_module_scheme'))
    .addColumn('module_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('condition_json', 'text')
    .addColumn('condition_text', 'text')
    .execute();
  await db.schema
    .createIndex('idx_module_scheme_module')
    .on('base_module_scheme')
    .column('module_id')
    .execute();

  await db.schema
    .createTable('base_authorize')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort_code', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(50)')
    .execute();
  await db.schema
    .createIndex('ux_authorize')
    .on('base_authorize')
    .columns(['object_id', 'object_type', 'item_type', 'item_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('base_sys_config')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('category', 'varchar(50)', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)')
    .addColumn('value', 'text')
    .addColumn('last_modify_time', 'bigint')
    .addColumn('last_modify_user_id', 'varchar(50)')
    .execute();
  await db.schema
    .createIndex('ux_sys_config')
    .on('base_sys_config')
    .columns(['category', 'key'])
    .unique()
    .execute();

  await db.schema
    .createTable('base_sys_log')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'varchar(50)')
    .addColumn('user_name', 'varchar(100)')
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('ip_address_name', 'varchar(100)')
    .addColumn('request_url', 'text')
    .addColumn('request_method', 'varchar(10)')
    .addColumn('request_status', 'integer')
    .addColumn('request_duration', 'integer')
    .addColumn('abstracts', 'text')
    .addColumn('json', 'text')
    .addColumn('plat_form', 'text')
    .addColumn('browser', 'varchar(100)')
    .addColumn('login_mark', 'integer')
    .addColumn('module_name', 'varchar(100)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_log_category_time')
    .on('base_sys_log')
    .columns(['category', 'creator_time'])
    .execute();

  await db.schema
    .createTable('base_session')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('device', 'varchar(200)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_time', 'bigint', (c) => c.notNull())
    .addColumn('revoked_time', 'bigint')
    .addColumn('revoked_reason', 'varchar(20)')
    .execute();
  await db.schema.createIndex('idx_session_user').on('base_session').column('user_id').execute();

  await db.schema
    .createTable('base_file')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(50)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'base_file',
    'base_session',
    'base_sys_log',
    'base_sys_config',
    'base_authorize',
    'base_module_scheme',
    'base_module_form',
    'base_module_column',
    'base_module_button',
    'base_module',
    'base_user_relation',
    'base_user',
    'base_role',
    'base_position',
    'base_organize',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
