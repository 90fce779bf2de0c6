import type { Request, Response } from 'express';
import { restPageRequest, setNextLink, type PageInfo, type PageRequest } from '../shared/pagination';

/**
 * A REST list that pages (`?limit=&cursor=`, shared/pagination.ts): without `limit`, the whole
 * list as the call answered before pages; with it, one page and a `Link` to the next. `present`
 * shapes the rows either way.
 */
export async function sendList<T, J>(req: Request, res: Response, load: {
  all(): Promise<T[]>;
  page(page: PageRequest): Promise<{ nodes: T[]; pageInfo: PageInfo }>;
}, present: (rows: T[]) => J[] | Promise<J[]>): Promise<void> {
  const page = restPageRequest(req.query);
  if (!page) {
    res.json(await present(await load.all()));
    return;
  }
  const { nodes, pageInfo } = await load.page(page);
  setNextLink(req, res, page, pageInfo);
  res.json(await present(nodes));
}
