import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { dataSourceResource } from './data-source.resource';

/** 数据连接: the databases forms, interfaces, models and syncs can reach besides the platform's own. */
export default function DataSourcePage() {
  return <ResourceListPage resource={dataSourceResource} />;
}
