import { CheckCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { MAP_DATA_MAX_BYTES, MAP_DATA_MAX_TEXT } from '@app/common';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../app/feedback';
import { ApiError } from '../../../app/request';
import { MapPreview } from './MapPreview';
import { checkMapData, type GeoJsonCollection } from './map.api';
import styles from './map.module.css';

/**
 * GeoJSON 数据 of the map form: pasted, or read from a chosen file in the browser and checked at once; 校验并预览
 * asks the server, whose sentence naming the area at fault goes under the field, and draws what passed.
 */
export function MapDataField({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<{ geoJson: GeoJsonCollection; count: number } | null>(null);

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
    <>
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
    </>
  );
}
