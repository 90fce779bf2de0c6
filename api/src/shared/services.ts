import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from './logger';
import { CatalogueService } from '../modules/catalogue/catalogue.service';
import { UsersService } from '../modules/users/users.service';

/** The feature services, built once per process; resolvers and REST routes both call these. */
export interface Services {
  catalogue: CatalogueService;
  users: UsersService;
}

export function createServices(dataSource: DataSource, _config: Config, _logger: Logger): Services {
  return {
    catalogue: new CatalogueService(dataSource),
    users: new UsersService(dataSource),
  };
}
