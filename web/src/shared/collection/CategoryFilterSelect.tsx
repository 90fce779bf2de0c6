import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ItemKind } from '../../gql/graphql';
import { filterLabel, filtersFor, type CategoryFilter } from './category-filter';

interface CategoryFilterSelectProps {
  kind: ItemKind;
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
  /** The field's place in its toolbar. */
  fieldClassName: string;
}

/** The list screens' 'Category' dropdown: All and the kind's categories. */
export function CategoryFilterSelect({ kind, value, onChange, fieldClassName }: CategoryFilterSelectProps) {
  const id = useId();
  return (
    <div className={`field ${fieldClassName}`}>
      <label className="field__label" htmlFor={id}><Trans>Category</Trans></label>
      <select
        id={id}
        className="input select"
        value={value}
        onChange={(event) => onChange(event.target.value as CategoryFilter)}
      >
        {filtersFor(kind).map((option) => <option key={option} value={option}>{filterLabel(option)}</option>)}
      </select>
    </div>
  );
}
