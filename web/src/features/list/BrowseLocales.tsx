import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { AddLocaleDocument, LocalesDocument, MyLocalesDocument } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { RetryNotice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { themedToast } from '../../ui/toast-options';
import { useMe } from '../../shared/session/useMe';
import { failureText } from '../../shared/collection/api-messages';
import { LoginLink } from '../../shared/collection/LoginLinks';
import { LOCALE_MESSAGES } from './catalogue-texts';

/** The browse list for locales: search by name or code, Add / Already Added / Login to add. Locales have no category. */
export function BrowseLocales() {
  const { t } = useLingui();
  const { me, loading: meLoading } = useMe();
  const ids = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const locales = useQuery(LocalesDocument);
  const mine = useQuery(MyLocalesDocument, me ? {} : skipToken);
  const [addLocale] = useMutation(AddLocaleDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.updateQuery({ query: MyLocalesDocument }, (current) =>
        current && !current.myLocales.some((locale) => locale.id === data.addLocale.id)
          ? { myLocales: [...current.myLocales, data.addLocale] }
          : current);
    },
  });
  const [pending, setPending] = useState<string | null>(null);

  const added = new Set(mine.data?.myLocales.map((locale) => locale.id));
  const typed = search.trim();
  const needle = typed.toLowerCase();
  const reason = locales.error && failureText(locales.error);
  const found = locales.data?.locales.filter((locale) =>
    !needle || locale.name.toLowerCase().includes(needle) || locale.code.toLowerCase().includes(needle));
  const foundCount = found?.length ?? 0;

  const add = async (id: string, name: string) => {
    setPending(id);
    try {
      await addLocale({ variables: { id } });
      enqueueSnackbar(t(LOCALE_MESSAGES.added(name)), themedToast('success'));
    } catch (error) {
      enqueueSnackbar(t(LOCALE_MESSAGES.addFailed(failureText(error))), themedToast('error'));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <form className="browse-filters" role="search" aria-label={t`Filter locales`} onSubmit={(event) => event.preventDefault()}>
        <TextField
          id={`${ids}-search`}
          fieldClassName="browse-filters__search"
          label={t`Search locales`}
          type="search"
          placeholder={t`e.g. French, pt-BR`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>

      {!found || meLoading ? (
        locales.error ? (
          <RetryNotice onRetry={locales.refetch}><p><Trans>Could not load the locales: {reason}</Trans></p></RetryNotice>
        ) : (
          <CardSkeletons label={t`Loading locales…`} count={6} layout="row" />
        )
      ) : (
        <div className="browse-results">
          <p className="browse-results__count" role="status">
            {found.length === 0
              ? <Trans>No locales match “{typed}”.</Trans>
              : <Plural value={foundCount} one="# locale" other="# locales" />}
          </p>
          {found.length > 0 && (
            <ul className="locale-grid" aria-label={t`Locales found`}>
              {found.map((locale) => {
                const isAdded = added.has(locale.id);
                return (
                  <li key={locale.id} className="locale-card">
                    <div className="locale-card__text">
                      <p id={`${ids}-${locale.id}`} className="locale-card__name" translate="no">{locale.name}</p>
                      <p className="locale-card__code" lang={locale.code} translate="no">{locale.code}</p>
                    </div>
                    {!me ? (
                      <LoginLink className="btn btn--secondary btn--small"><Trans>Login to add</Trans></LoginLink>
                    ) : (
                      <BusyButton
                        type="button"
                        className={`btn ${isAdded ? 'btn--added' : 'btn--primary'} btn--small`}
                        aria-describedby={`${ids}-${locale.id}`}
                        busy={pending === locale.id}
                        disabled={isAdded || pending !== null || !mine.data}
                        label={isAdded ? t`Already Added` : t`Add`}
                        busyLabel={t`Adding...`}
                        onClick={() => void add(locale.id, locale.name)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
