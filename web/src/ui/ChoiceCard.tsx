import type { ReactNode } from 'react';
import './choices.css';

interface ChoiceCardProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A second line under the label. */
  hint?: ReactNode;
  /** A decorative picture above the label. */
  image?: string;
  /** A short tag beside the label, e.g. 'Coming Soon'. */
  badge?: string;
  disabled?: boolean;
  /** 'card' is tall with room for a picture; 'chip' is one compact line. */
  variant?: 'card' | 'chip';
}

/** A native radio or checkbox dressed as a selectable card; the whole card is its label. */
export function ChoiceCard({
  type, name, value, label, checked, onChange, hint, image, badge, disabled = false, variant = 'card',
}: ChoiceCardProps) {
  return (
    <label className={`choice choice--${variant}${disabled ? ' choice--disabled' : ''}`}>
      <input
        className="choice__input"
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {image && <img className="choice__image" src={image} alt="" loading="lazy" />}
      <span className="choice__text">
        {badge ? (
          <span className="choice__label-row">
            <span className="choice__label">{label}</span>
            <span className="choice__badge">{badge}</span>
          </span>
        ) : (
          <span className="choice__label">{label}</span>
        )}
        {hint && <span className="choice__hint">{hint}</span>}
      </span>
    </label>
  );
}
