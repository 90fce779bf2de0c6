import DataLoader from 'dataloader';
import type { Item } from '../modules/catalogue/item.entity';
import type { Services } from './services';

/** Batches nested lookups within one request; built fresh for every request. */
export function createLoaders(services: Services) {
  return {
    /** The items a user has linked (as goals or habits), for the catalogue's "Added" flags. */
    linkedItemIds: new DataLoader<string, Set<string>>((userIds) =>
      Promise.all(userIds.map((userId) => services.catalogue.linkedItemIds(userId)))),
    itemById: new DataLoader<string, Item | null>(async (ids) => {
      const items = await services.catalogue.itemsByIds(ids);
      const byId = new Map(items.map((item) => [item.id, item]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
