import { Alert, App, Avatar, Button, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DesignEditor, DesignSave } from './useDesignPresence';

// Beyond this many faces the group shows +n; the names stay in the text and the tooltips.
const MAX_AVATARS = 4;
const time = (ms: number) => dayjs(ms).format('HH:mm');

/** Who else has this design open: their faces (name and since when on hover) and "张三 正在编辑". */
export function DesignEditors({ editors }: { editors: DesignEditor[] }) {
  const { t } = useTranslation();
  if (!editors.length) return null;
  const names = editors.slice(0, 2).map((editor) => editor.name);
  const text =
    editors.length > 2
      ? t('designPresence.editingMany', {
          names: names.join(t('designPresence.separator')),
          count: editors.length,
        })
      : t('designPresence.editing', { names: names.join(t('designPresence.separator')) });
  return (
    <span data-testid="design-editors" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Avatar.Group size="small" max={{ count: MAX_AVATARS }}>
        {editors.map((editor) => (
          <Tooltip
            key={editor.userId}
            title={t('designPresence.since', { name: editor.name, time: time(editor.since) })}
          >
            <Avatar src={editor.avatar} alt={editor.name}>
              {editor.name.slice(0, 1)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Typography.Text type="secondary">{text}</Typography.Text>
    </span>
  );
}

/**
 * Someone else saved a newer version while this one is open: said before the user saves (the save would be
 * refused with 409), with a way to load it.
 */
export function NewerSaveAlert({
  save,
  version,
  dirty,
  onReload,
}: {
  save: DesignSave | null;
  version: number;
  dirty: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  if (!save || !(save.version > version)) return null;
  const reload = () => {
    if (!dirty) return onReload();
    modal.confirm({
      title: t('designPresence.reloadTitle'),
      content: t('designPresence.reloadLoses'),
      onOk: onReload,
    });
  };
  return (
    <Alert
      type="warning"
      showIcon
      banner
      data-testid="design-newer-save"
      title={t('designPresence.newerSaved', {
        name: save.name,
        time: time(save.at),
        version: save.version,
        base: version,
      })}
      action={
        <Button size="small" onClick={reload}>
          {t('designPresence.reload')}
        </Button>
      }
    />
  );
}
