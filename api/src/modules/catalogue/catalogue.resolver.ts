import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context';
import { CatalogueArgs, ItemConnection } from './catalogue.types';
import { Locale } from './locale.entity';

@Resolver()
export class CatalogueResolver {
  @Query(() => ItemConnection, { description: 'Browse goals or habits: public; a signed-in user also sees their own.' })
  catalogue(@Args() args: CatalogueArgs, @Ctx() ctx: Context): Promise<ItemConnection> {
    return ctx.services.catalogue.browse(ctx.user, args);
  }

  @Query(() => [Locale])
  locales(@Ctx() ctx: Context): Promise<Locale[]> {
    return ctx.services.catalogue.locales();
  }
}
