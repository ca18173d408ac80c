import { ColorPicker, DatePicker, Input, InputNumber, Rate, Slider, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { asNumber, asText, designStyle, type ElementProps } from './control-props';
import { dayjsFormat, epochOf, isSwitchOn, placeholderOf, switchValues } from './control-values';

/** The plain value controls: text, number, switch, date, time, colour, rating and slider. */

const FULL = { width: '100%' };

export function TextControl({ control, value, onChange, disabled, texts, id }: ElementProps) {
  const slot = control.__slot__;
  const maxLength = asNumber(control.maxlength) ?? undefined;
  const common = {
    id,
    value: asText(value),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    placeholder: placeholderOf(control, texts, false),
    disabled,
    readOnly: control.readonly === true,
    maxLength,
    showCount: control['show-word-limit'] === true && maxLength !== undefined,
    allowClear: control.clearable === true,
  };
  if (control.__config__.jnpfKey === 'textarea') {
    const { minRows = 4, maxRows = 4 } = (control.autosize ?? {}) as { minRows?: number; maxRows?: number };
    // A fixed height (the palette's 4 to 4) needs no measuring: autoSize reads computed styles per box,
    // which on a form of many text areas costs more than drawing them.
    return minRows === maxRows ? (
      <Input.TextArea {...common} rows={minRows} style={{ resize: 'none' }} />
    ) : (
      <Input.TextArea {...common} autoSize={{ minRows, maxRows }} />
    );
  }
  const Element = control['show-password'] === true ? Input.Password : Input;
  return (
    <Element
      {...common}
      style={{ ...FULL, ...designStyle(control) }}
      addonBefore={slot?.prepend || undefined}
      addonAfter={slot?.append || undefined}
    />
  );
}

export function NumberControl({ control, value, onChange, disabled, texts, id }: ElementProps) {
  const precision = asNumber(control.precision);
  return (
    <InputNumber
      id={id}
      value={asNumber(value)}
      onChange={(next) => onChange(next ?? null)}
      placeholder={placeholderOf(control, texts, false)}
      disabled={disabled}
      min={asNumber(control.min) ?? undefined}
      max={asNumber(control.max) ?? undefined}
      step={asNumber(control.step) ?? 1}
      precision={precision ?? undefined}
      controls={control['controls-position'] !== 'none'}
      style={FULL}
    />
  );
}

export function SwitchControl({ control, value, onChange, disabled, id }: ElementProps) {
  const { on, off } = switchValues(control);
  // Wrapped so the field's column does not stretch the switch to its width.
  return (
    <span>
      <Switch
        id={id}
        checked={isSwitchOn(control, value)}
        onChange={(checked) => onChange(checked ? on : off)}
        disabled={disabled}
        checkedChildren={asText(control['active-text']) || undefined}
        unCheckedChildren={asText(control['inactive-text']) || undefined}
      />
    </span>
  );
}

/** Dates are stored as epoch ms (value-format 'timestamp'), shown in the design's format. */
export function DateControl({ control, value, onChange, disabled, texts, id }: ElementProps) {
  const format = dayjsFormat(control.format);
  const epoch = epochOf(value);
  const withTime = /[Hh]/.test(format);
  return (
    <DatePicker
      id={id}
      value={epoch === null ? null : dayjs(epoch)}
      onChange={(day) => onChange(day ? day.valueOf() : null)}
      format={format}
      showTime={withTime}
      picker={control.type === 'month' ? 'month' : control.type === 'year' ? 'year' : 'date'}
      placeholder={placeholderOf(control, texts, true)}
      disabled={disabled}
      allowClear={control.clearable !== false}
      style={FULL}
    />
  );
}

/** Times are stored as text in the design's value-format ('HH:mm:ss'). */
export function TimeControl({ control, value, onChange, disabled, texts, id }: ElementProps) {
  const valueFormat = dayjsFormat(control['value-format'], 'HH:mm:ss');
  const text = asText(value);
  const parsed = text ? dayjs(`1970-01-01 ${text}`, `YYYY-MM-DD ${valueFormat}`) : null;
  return (
    <TimePicker
      id={id}
      value={parsed?.isValid() ? parsed : null}
      onChange={(time) => onChange(time ? time.format(valueFormat) : null)}
      format={dayjsFormat(control.format, 'HH:mm:ss')}
      placeholder={placeholderOf(control, texts, true)}
      disabled={disabled}
      allowClear={control.clearable !== false}
      style={FULL}
    />
  );
}

export function ColorControl({ control, value, onChange, disabled }: ElementProps) {
  const alpha = control['show-alpha'] === true;
  const colour = asText(value) || undefined;
  return (
    <span>
      <ColorPicker
        value={colour}
        onChange={(color) => onChange(alpha ? color.toRgbString() : color.toHexString())}
        onClear={() => onChange(null)}
        allowClear
        disabledAlpha={!alpha}
        disabled={disabled}
        showText={colour !== undefined}
      />
    </span>
  );
}

export function RateControl({ control, value, onChange, disabled }: ElementProps) {
  return (
    <Rate
      value={asNumber(value) ?? 0}
      onChange={onChange}
      count={asNumber(control.max) ?? 5}
      allowHalf={control['allow-half'] === true}
      disabled={disabled}
    />
  );
}

export function SliderControl({ control, value, onChange, disabled }: ElementProps) {
  const min = asNumber(control.min) ?? 0;
  const common = { min, max: asNumber(control.max) ?? 100, step: asNumber(control.step) ?? 1, disabled };
  const dots = control['show-stops'] === true;
  if (control.range === true) {
    const pair =
      Array.isArray(value) && value.length === 2 ? value.map((v) => asNumber(v) ?? min) : [min, min];
    return <Slider range {...common} dots={dots} value={pair as [number, number]} onChange={onChange} />;
  }
  return <Slider {...common} dots={dots} value={asNumber(value) ?? min} onChange={onChange} />;
}
