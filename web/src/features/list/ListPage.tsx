import { Link, useSearchParams } from 'react-router-dom';
import type { ItemKind } from '../../gql/graphql';
import { BrowseCatalogue } from './BrowseCatalogue';
import { BrowseLocales } from './BrowseLocales';
import { CHOOSE_TITLES } from './catalogue-texts';
import { ChooseItems } from './ChooseItems';
import { CollectionHeader } from '../../shared/collection/CollectionHeader';
import '../../shared/collection/collection.css';

type Entity = 'goal' | 'habit' | 'locale';

const ENTITIES: { entity: Entity; label: string }[] = [
  { entity: 'goal', label: 'Goals' },
  { entity: 'habit', label: 'Habits' },
  { entity: 'locale', label: 'Locales' },
];

const KIND_OF: Record<Exclude<Entity, 'locale'>, ItemKind> = { goal: 'GOAL', habit: 'HABIT' };

function entityFrom(value: string | null): Entity {
  return value === 'habit' || value === 'locale' ? value : 'goal';
}

/**
 * /list: the generic browse list for ?entity=goal|habit|locale (default goal), or, with
 * ?mode=choose, the List/selection screen for goals or habits.
 */
export function ListPage() {
  const [params] = useSearchParams();
  const entity = entityFrom(params.get('entity'));
  if (params.get('mode') === 'choose' && entity !== 'locale') return <ChooseScreen entity={entity} />;
  return <BrowseScreen entity={entity} />;
}

function BrowseScreen({ entity }: { entity: Entity }) {
  const label = ENTITIES.find((candidate) => candidate.entity === entity)!.label;
  return (
    <div className="page collection-page">
      <title>{`Browse ${label.toLowerCase()} · Cairn`}</title>
      <CollectionHeader
        eyebrow="Catalogue"
        title={<>Browse {label.toLowerCase()}</>}
        lead={entity === 'locale'
          ? 'The languages and regions Cairn speaks. Add the ones you use.'
          : `Search every ${entity} in the catalogue, and your own, then add the ones that fit.`}
      >
        {entity !== 'locale' && (
          <Link className="btn btn--secondary" to={`/list?mode=choose&entity=${entity}`}>
            {entity === 'goal' ? 'Guided goal selection' : 'Guided habit selection'}
          </Link>
        )}
      </CollectionHeader>
      <nav className="entity-tabs" aria-label="Catalogue">
        {ENTITIES.map((candidate) => (
          <Link
            key={candidate.entity}
            className="entity-tabs__tab"
            to={`/list?entity=${candidate.entity}`}
            aria-current={candidate.entity === entity ? 'page' : undefined}
          >
            {candidate.label}
          </Link>
        ))}
      </nav>
      {entity === 'locale' ? <BrowseLocales /> : <BrowseCatalogue key={entity} kind={KIND_OF[entity]} />}
    </div>
  );
}

function ChooseScreen({ entity }: { entity: Exclude<Entity, 'locale'> }) {
  const kind = KIND_OF[entity];
  return (
    <div className="page collection-page">
      <title>{`${CHOOSE_TITLES[kind]} · Cairn`}</title>
      <CollectionHeader
        eyebrow={entity === 'goal' ? 'Goals' : 'Habits'}
        title={CHOOSE_TITLES[kind]}
        titleSize="long"
        lead={entity === 'goal'
          ? 'Pick the goals that matter to you now, or write one of your own.'
          : 'Pick the small daily steps that carry your goals, or write one of your own.'}
      >
        <Link className="btn btn--secondary" to={`/list?entity=${entity}`}>
          {entity === 'goal' ? 'Search all goals' : 'Search all habits'}
        </Link>
        <Link className="collection-header__switch" to={`/list?mode=choose&entity=${entity === 'goal' ? 'habit' : 'goal'}`}>
          {entity === 'goal' ? 'Choose habits instead' : 'Choose goals instead'}
        </Link>
      </CollectionHeader>
      <ChooseItems key={entity} kind={kind} />
    </div>
  );
}
