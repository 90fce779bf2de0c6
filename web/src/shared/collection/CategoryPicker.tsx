import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ItemKind } from '../../gql/graphql';
import { categoryImage } from '../../ui/categories';
import { Dialog } from '../../ui/Dialog';
import { filterLabel, filtersFor, type CategoryFilter } from './category-filter';

const ALL_PREVIEW = ['Career', 'Health', 'Family', 'Fun'] as const;

interface CategoryPickerProps {
  kind: ItemKind;
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}

/** The page header's category selector: a button that opens a modal of categories (SPEC §2). */
export function CategoryPicker({ kind, value, onChange }: CategoryPickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const current = useRef<HTMLButtonElement>(null);

  const choose = (category: CategoryFilter) => {
    setOpen(false);
    onChange(category);
  };

  return (
    <>
      <button type="button" className="category-picker" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="category-picker__label"><Trans>Category</Trans></span>
        <span className="category-picker__value">{filterLabel(value)}</span>
        <svg className="category-picker__chevron" viewBox="0 0 12 8" width="12" height="8" aria-hidden="true" focusable="false">
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <Dialog
        open={open}
        title={t`Choose a category`}
        onClose={() => setOpen(false)}
        initialFocusRef={current}
        description={<p>
          {kind === 'GOAL'
            ? <Trans>Show your goals and ideas from one area of life, or from all of them.</Trans>
            : <Trans>Show your habits and ideas from one area of life, or from all of them.</Trans>}
        </p>}
      >
        <ul className="category-options">
          {filtersFor(kind).map((category) => (
            <li key={category}>
              <button
                ref={category === value ? current : undefined}
                type="button"
                className="category-option"
                aria-pressed={category === value}
                onClick={() => choose(category)}
              >
                {category === 'All' ? (
                  <span className="category-option__mosaic" aria-hidden="true">
                    {ALL_PREVIEW.map((preview) => <img key={preview} src={categoryImage(preview)} alt="" />)}
                  </span>
                ) : (
                  <img className="category-option__image" src={categoryImage(category)} alt="" />
                )}
                <span className="category-option__label">{filterLabel(category)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => setOpen(false)}><Trans>Cancel</Trans></button>
        </div>
      </Dialog>
    </>
  );
}
