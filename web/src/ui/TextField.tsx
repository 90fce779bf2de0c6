import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: ReactNode;
  /** Beside the label, e.g. a 'Forgot Password?' link. */
  labelAside?: ReactNode;
  /** Under the input, which it describes (its id is `${id}-hint`). */
  hint?: ReactNode;
  /** More classes of the field around the label and input. */
  fieldClassName?: string;
}

/** A labelled text input of a form (forms.css). */
export function TextField({ id, label, labelAside, hint, fieldClassName, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const labelElement = <label className="field__label" htmlFor={id}>{label}</label>;
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      {labelAside ? <div className="field__label-row">{labelElement}{labelAside}</div> : labelElement}
      <input id={id} className="input" aria-describedby={describedBy ?? hintId} {...input} />
      {hint && <p id={hintId} className="field__hint">{hint}</p>}
    </div>
  );
}
