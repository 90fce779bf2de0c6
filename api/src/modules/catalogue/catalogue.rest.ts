import { Router } from 'express';
import { ItemKind, isCategory, type Category } from '../../shared/categories';
import { badInput } from '../../shared/errors';
import type { Services } from '../../shared/services';
import type { Item } from './item.entity';
import type { Locale } from './locale.entity';

/** SPEC.md §3's item fields, with the `_id` the REST façade uses. */
export function itemJson(item: Item) {
  return {
    _id: item.id,
    text: item.text,
    headline: item.headline,
    category: item.category,
    description: item.description,
    img: item.img,
    user: item.createdBy,
  };
}

function localeJson(locale: Locale) {
  return { _id: locale.id, code: locale.code, name: locale.name };
}

function categoryParam(value: string): Category {
  if (!isCategory(value)) throw badInput(`Unknown category: ${value}`);
  return value;
}

/** GET /api/goal, /api/habit, /api/{goal,habit}/category/{category}, /api/locale. */
export function catalogueRoutes(services: Services): Router {
  const router = Router();
  for (const kind of [ItemKind.GOAL, ItemKind.HABIT]) {
    router.get(`/${kind}`, async (req, res) => {
      res.json((await services.catalogue.list(req.user ?? null, kind)).map(itemJson));
    });
    router.get(`/${kind}/category/:category`, async (req, res) => {
      const category = categoryParam(req.params.category);
      res.json((await services.catalogue.list(req.user ?? null, kind, category)).map(itemJson));
    });
  }
  router.get('/locale', async (_req, res) => {
    res.json((await services.catalogue.locales()).map(localeJson));
  });
  return router;
}
