import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import type { ItemKind } from '../../gql/graphql';
import { BrowseCatalogue } from './BrowseCatalogue';
import { BrowseLocales } from './BrowseLocales';
import { CHOOSE_TITLES } from './catalogue-texts';
import { ChooseItems } from './ChooseItems';
import { CollectionHeader } from '../../shared/collection/CollectionHeader';
import '../../shared/collection/collection.css';

type Entity = 'goal' | 'habit' | 'locale';

/** Each entity's tab, and the browse screen's title and lead. */
const ENTITIES: { entity: Entity; tab: MessageDescriptor; title: MessageDescriptor; lead: MessageDescriptor }[] = [
  {
    entity: 'goal',
    tab: msg`Goals`,
    title: msg`Browse goals`,
    lead: msg`Search every goal in the catalogue, and your own, then add the ones that fit.`,
  },
  {
    entity: 'habit',
    tab: msg`Habits`,
    title: msg`Browse habits`,
    lead: msg`Search every habit in the catalogue, and your own, then add the ones that fit.`,
  },
  {
    entity: 'locale',
    tab: msg`Locales`,
    title: msg`Browse locales`,
    lead: msg`The languages and regions Cairn speaks. Add the ones you use.`,
  },
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
  const { t } = useLingui();
  const texts = ENTITIES.find((candidate) => candidate.entity === entity)!;
  const title = t(texts.title);
  return (
    <div className="page collection-page">
      <title>{t`${title} · Cairn`}</title>
      <CollectionHeader
        eyebrow={<Trans>Catalogue</Trans>}
        title={title}
        lead={t(texts.lead)}
      >
        {entity !== 'locale' && (
          <Link className="btn btn--secondary" to={`/list?mode=choose&entity=${entity}`}>
            {entity === 'goal' ? <Trans>Guided goal selection</Trans> : <Trans>Guided habit selection</Trans>}
          </Link>
        )}
      </CollectionHeader>
      <nav className="entity-tabs" aria-label={t`Catalogue`}>
        {ENTITIES.map((candidate) => (
          <Link
            key={candidate.entity}
            className="entity-tabs__tab"
            to={`/list?entity=${candidate.entity}`}
            aria-current={candidate.entity === entity ? 'page' : undefined}
          >
            {t(candidate.tab)}
          </Link>
        ))}
      </nav>
      {entity === 'locale' ? <BrowseLocales /> : <BrowseCatalogue key={entity} kind={KIND_OF[entity]} />}
    </div>
  );
}

function ChooseScreen({ entity }: { entity: Exclude<Entity, 'locale'> }) {
  const { t } = useLingui();
  const kind = KIND_OF[entity];
  const goal = entity === 'goal';
  const title = t(CHOOSE_TITLES[kind]);
  return (
    <div className="page collection-page">
      <title>{t`${title} · Cairn`}</title>
      <CollectionHeader
        eyebrow={goal ? <Trans>Goals</Trans> : <Trans>Habits</Trans>}
        title={title}
        titleSize="long"
        lead={goal
          ? <Trans>Pick the goals that matter to you now, or write one of your own.</Trans>
          : <Trans>Pick the small daily steps that carry your goals, or write one of your own.</Trans>}
      >
        <Link className="btn btn--secondary" to={`/list?entity=${entity}`}>
          {goal ? <Trans>Search all goals</Trans> : <Trans>Search all habits</Trans>}
        </Link>
        <Link className="collection-header__switch" to={`/list?mode=choose&entity=${goal ? 'habit' : 'goal'}`}>
          {goal ? <Trans>Choose habits instead</Trans> : <Trans>Choose goals instead</Trans>}
        </Link>
      </CollectionHeader>
      <ChooseItems key={entity} kind={kind} />
    </div>
  );
}
