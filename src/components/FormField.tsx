import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The control's id: the label points at it and the error is named `${id}_help`. */
  id: string;
  label: ReactNode;
  /** The field's problem, shown under it in red; none when undefined. */
  error?: string;
  children: ReactNode;
}

/**
 * One labelled field of a vertical form with antd's Form.Item markup and class names (label, control,
 * error under it), styled by antd's static sheet, for forms kept free of antd's code. The control
 * should carry `aria-describedby={`${id}_help`}` and `aria-invalid` while there is an error.
 */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const classes = [
    'ant-form-item',
    'ant-form-css-var',
    error && 'ant-form-item-with-help',
    error && 'ant-form-item-has-error',
    'ant-form-item-vertical',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className="ant-row ant-form-item-row">
        <div className="ant-col ant-form-item-label">
          <label htmlFor={id} className="ant-form-item-required-mark-hidden">
            {label}
          </label>
        </div>
        <div className="ant-col ant-form-item-control">
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children}</div>
          </div>
          {error && (
            <div className="ant-form-item-additional">
              <div
                id={`${id}_help`}
                className="ant-form-item-explain ant-form-item-explain-connected"
                role="alert"
              >
                <div className="ant-form-item-explain-error">{error}</div>
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
