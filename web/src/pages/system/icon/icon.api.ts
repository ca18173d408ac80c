import { uploadFile } from '../../../app/file-transfer';
import { http } from '../../../app/request';

/** The calls of 系统图标. */
const ICON = '/api/system/Icon';

export interface IconRow {
  id: string;
  name: string;
  /** the value a menu stores: custom:<name> */
  icon: string;
  url: string;
  size: number;
  creatorTime: number;
  usedBy: string[];
}

export const fetchIcons = () => http.get<{ list: IconRow[] }>(ICON).then((d) => d.list);
export const uploadIcon = (file: File) => uploadFile<IconRow>(ICON, file, file.name);
export const deleteIcon = (name: string) => http.delete<null>(`${ICON}/${name}`);
