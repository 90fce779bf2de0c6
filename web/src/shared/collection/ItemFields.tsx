import { Trans } from '@lingui/react/macro';
import type { ItemKind } from '../../gql/graphql';
import { categoryLabel } from '../../ui/categories';
import { categoriesFor } from './category-filter';

// The fields a new custom goal or habit shares on the Goals, Habits and List screens.

interface DescriptionFieldProps {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
}

export function DescriptionField({ id, name, value, onChange }: DescriptionFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}><Trans>Description <span className="field__optional">(optional)</span></Trans></label>
      <textarea
        id={id}
        className="input custom-form__description"
        name={name}
        rows={2}
        maxLength={1000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface CategoryFieldProps<Value extends string> {
  id: string;
  kind: ItemKind;
  name?: string;
  value: Value;
  /** The value of 'Select a category': none chosen yet. */
  unsetValue: Value;
  invalid: boolean;
  onChange: (value: Value) => void;
}

/** The new item's category, one the kind allows; required. */
export function CategoryField<Value extends string>({ id, kind, name, value, unsetValue, invalid, onChange }: CategoryFieldProps<Value>) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}><Trans>Category</Trans></label>
      <select
        id={id}
        className="input select"
        name={name}
        required
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        <option value={unsetValue}><Trans>Select a category</Trans></option>
        {categoriesFor(kind).map((option) => <option key={option} value={option}>{categoryLabel(option)}</option>)}
      </select>
    </div>
  );
}
