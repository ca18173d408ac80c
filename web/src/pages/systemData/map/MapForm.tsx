import { CheckCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { MAP_DATA_MAX_BYTES, MAP_DATA_MAX_TEXT } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Row, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import { FormModal } from '../../../components/admin/FormModal';
import { SortStateFields } from '../../../components/admin/SortStateFields';
import { DescriptionItem, NameCodeRow } from '../../permission/organize/OrganizeFields';
import { MapPreview } from './MapPreview';
import { checkMapData, fetchMap, type GeoJsonCollection, saveMap } from './map.api';
import styles from './map.module.css';

interface Values {
  fullName: string;
  enCode: string;
  data: string;
  sortCode: number;
  enabled: boolean;
  description?: string | null;
}

/** 新建/编辑 地图; `target` null is closed, '' is a new map, otherwise the map's id. */
export function MapForm({ target, onClose }: { target: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const editing = target ? target : null;
  const [preview, setPreview] = useState<{ geoJson: GeoJsonCollection; count: number } | null>(null);

  const info = useQuery({
    queryKey: ['systemData', 'map', 'info', editing],
    queryFn: () => fetchMap(editing as string),
    enabled: editing !== null,
    gcTime: 0,
  });

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    setPreview(null);
    if (!target) form.setFieldsValue({ sortCode: 0, enabled: true });
  }, [target, form]);
  useEffect(() => {
    if (!info.data) return;
    const d = info.data;
    form.setFieldsValue({
      fullName: d.fullName,
      enCode: d.enCode,
      data: d.data,
      sortCode: d.sortCode,
      enabled: d.enabledMark === 1,
      description: d.description,
    });
  }, [info.data, form]);

  // The server's own check: its sentence names the area at fault and goes under the field.
  const check = useMutation({
    mutationFn: (data: string) => checkMapData(data),
    onSuccess: (result) => {
      form.setFields([{ name: 'data', errors: [] }]);
      setPreview({ geoJson: JSON.parse(result.data) as GeoJsonCollection, count: result.featureCount });
    },
    onError: (error) => {
      setPreview(null);
      const message = error instanceof ApiError ? error.message : t('common.requestError');
      form.setFields([{ name: 'data', errors: [message] }]);
    },
  });

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveMap(editing, {
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        data: values.data,
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description?.trim() || null,
      }),
    onSuccess: () => {
      toastSuccess(t('map.saved'));
      void queryClient.invalidateQueries({ queryKey: ['systemData', 'map'] });
      onClose();
    },
  });

  const readFile = (file: File) => {
    if (file.size > MAP_DATA_MAX_BYTES) {
      toastError(t('map.tooLarge', { size: MAP_DATA_MAX_TEXT }));
      return false;
    }
    void file.text().then((text) => {
      form.setFieldsValue({ data: text });
      check.mutate(text);
    });
    // Read here in the browser; the text is sent with the form.
    return false;
  };

  return (
    <FormModal<Values>
      open={target !== null}
      title={editing ? t('map.editTitle') : t('map.addTitle')}
      width={760}
      form={form}
      saving={save.isPending}
      loading={editing !== null && info.isLoading}
      onCancel={onClose}
      onFinish={(values) => save.mutate(values)}
    >
      <NameCodeRow
        nameLabel={t('map.fullName')}
        codeLabel={t('map.enCode')}
        storedName={info.data?.fullName}
      />
      <div className={styles.dataTools}>
        <Upload
          accept=".json,.geojson,application/json,application/geo+json"
          showUploadList={false}
          beforeUpload={readFile}
        >
          <Button icon={<UploadOutlined />}>{t('map.upload')}</Button>
        </Upload>
        <Button
          icon={<CheckCircleOutlined />}
          loading={check.isPending}
          onClick={() => check.mutate(form.getFieldValue('data') ?? '')}
        >
          {t('map.check')}
        </Button>
        {preview ? (
          <Typography.Text type="success">{t('map.checked', { count: preview.count })}</Typography.Text>
        ) : null}
      </div>
      <Form.Item
        name="data"
        label={t('map.data')}
        extra={t('map.dataHelp')}
        className={styles.data}
        rules={[{ required: true, whitespace: true, message: t('map.required', { field: t('map.data') }) }]}
      >
        <Input.TextArea rows={8} spellCheck={false} onChange={() => setPreview(null)} />
      </Form.Item>
      {preview ? (
        <div className={styles.formPreviewBox}>
          <MapPreview
            name={form.getFieldValue('fullName') || t('map.preview')}
            geoJson={preview.geoJson}
            compact
          />
        </div>
      ) : null}
      <Row gutter={16}>
        <SortStateFields ns="organize" span={12} />
      </Row>
      <DescriptionItem />
    </FormModal>
  );
}
