import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSelf } from '../../http/owner';
import { ItemKind, isCategory, type Category } from '../../shared/categories';
import { badInput } from '../../shared/errors';
import { recordId } from '../../shared/ids';
import type { Services } from '../../shared/context';
import { parseInput } from '../../shared/validate';
import { CustomItemInput } from './catalogue.types';
import type { Item } from './item.entity';
import type { Locale } from './locale.entity';
import { catalogueText } from './catalogue.messages';

/** SPEC.md §3's item fields, with the `_id` the REST façade uses. */
export function itemJson(item: Item) {
  return {
    _id: item.id,
    text: item.text,
    headline: item.headline,
    category: item.category,
    description: item.description,
    img: item.img,
    user: item.creatorId,
  };
}

function localeJson(locale: Locale) {
  return { _id: locale.id, code: locale.code, name: locale.name };
}

/** A category from a path; 'All' means every category. */
function categoryParam(value: string): Category | undefined {
  if (value === 'All') return undefined;
  if (!isCategory(value)) throw badInput(catalogueText('unknownCategory', { category: value }));
  return value;
}

/**
 * The catalogue's calls: GET /api/{goal,habit}[/category/{category}], GET /api/locale,
 * POST /api/{goal,habit}/createuser, POST /api/user/addlocale, GET /api/user/getuserlocales/{userId},
 * POST /api/goal/script.
 */
export function catalogueRoutes(services: Services): Router {
  const router = Router();
  for (const kind of [ItemKind.GOAL, ItemKind.HABIT]) {
    router.get(`/${kind}`, async (req, res) => {
      res.json((await services.catalogue.list(req.user ?? null, req.locale, kind)).map(itemJson));
    });
    router.get(`/${kind}/category/:category`, async (req, res) => {
      const category = categoryParam(req.params.category);
      res.json((await services.catalogue.list(req.user ?? null, req.locale, kind, category)).map(itemJson));
    });
    router.post(`/${kind}/createuser`, async (req, res) => {
      const user = requireSelf(req, req.body?.user);
      const input = await parseInput(CustomItemInput, { ...req.body, kind });
      res.status(201).json(itemJson(await services.catalogue.createCustomItem(user, input)));
    });
  }
  router.post('/user/addlocale', async (req, res) => {
    const locale = await services.catalogue.addLocale(requireSelf(req, req.body?.user), recordId(req.body?.locale, 'Locale'));
    res.status(201).json(localeJson(locale));
  });
  router.get('/user/getuserlocales/:userId', async (req, res) => {
    res.json((await services.catalogue.myLocales(requireSelf(req, req.params.userId))).map((locale) => ({ _id: locale.id, locale: localeJson(locale) })));
  });
  router.post('/goal/script', async (req, res) => {
    await services.catalogue.refresh(requireUser(req));
    res.json({ ok: true });
  });
  router.get('/locale', async (_req, res) => {
    res.json((await services.catalogue.locales()).map(localeJson));
  });
  return router;
}
