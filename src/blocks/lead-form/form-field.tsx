import type { ReactNode } from 'react';

/** The attributes a field's control gets: its name, id, and what ties its hint and error to it. */
export interface ControlAttributes {
  id: string;
  name: string;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className: string;
}

/** A form's words for its fields: the lead forms' and the job application's. */
export interface FieldTexts<Field extends string> {
  labels: Record<Field, string>;
  hints: Partial<Record<Field, string>>;
  optional: string;
}

interface FormFieldProps<Field extends string> {
  name: Field;
  errors: Partial<Record<Field, string>>;
  texts: FieldTexts<Field>;
  id: (field: string) => string;
  message: (field: Field) => string | undefined;
  value: (name: string, fallback?: string) => string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** Another control than a text input (a select, a textarea). */
  children?: (attributes: ControlAttributes) => ReactNode;
}

/**
 * One labelled field: a visible label (marked optional when it is), its hint, its error, all tied
 * to the control by `aria-describedby`; `aria-invalid` while the error stands.
 */
export function FormField<Field extends string>({
  name,
  errors,
  texts,
  id,
  message,
  value,
  type = 'text',
  required,
  autoComplete,
  maxLength,
  children,
}: FormFieldProps<Field>) {
  const controlId = id(name);
  const hint = texts.hints[name];
  const error = errors[name] ? message(name) : undefined;
  const described = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : '']
    .filter(Boolean)
    .join(' ');
  const attributes: ControlAttributes = {
    id: controlId,
    name,
    required: required || undefined,
    autoComplete,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: 'lead-form-control',
  };
  return (
    <div className={`lead-form-field lead-form-field-${name}`}>
      <label htmlFor={controlId} className="lead-form-label">
        {texts.labels[name]}
        {required ? null : <span className="lead-form-optional"> ({texts.optional})</span>}
      </label>
      {hint ? (
        <p id={`${controlId}-hint`} className="lead-form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="lead-form-error">
          {error}
        </p>
      ) : null}
      {children ? (
        children(attributes)
      ) : (
        <input {...attributes} type={type} defaultValue={value(name)} />
      )}
    </div>
  );
}
