import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { CatalogueArgs, CustomItemInput, ItemConnection } from './catalogue.types';
import { Item } from './item.entity';
import { Locale } from './locale.entity';
import { IdArgs } from '../../shared/ids';

@Resolver(() => Item)
export class CatalogueResolver {
  @Query(() => ItemConnection, { description: 'Browse goals or habits: public; a signed-in user also sees their own.' })
  catalogue(@Args() args: CatalogueArgs, @Ctx() ctx: Context): Promise<ItemConnection> {
    return ctx.services.catalogue.browse(ctx.user, args);
  }

  @FieldResolver(() => Boolean, { description: 'True when the signed-in user already has this goal or habit.' })
  async added(@Root() item: Item, @Ctx() ctx: Context): Promise<boolean> {
    if (!ctx.user) return false;
    return (await ctx.loaders.linkedItemIds.load(ctx.user.id)).has(item.id);
  }

  @Authorized()
  @Mutation(() => Item, { description: 'A goal or habit of your own, visible to you alone.' })
  createCustomItem(@Arg('input', () => CustomItemInput, { description: 'The new goal or habit.' }) input: CustomItemInput, @Ctx() ctx: Context): Promise<Item> {
    return ctx.services.catalogue.createCustomItem(currentUser(ctx), input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Reloads the built-in catalogue (the Run Script page).' })
  async refreshCatalogue(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.catalogue.refresh(currentUser(ctx));
    return true;
  }

  @Query(() => [Locale], { description: 'Every locale the app knows, by name; public.' })
  locales(@Ctx() ctx: Context): Promise<Locale[]> {
    return ctx.services.catalogue.locales();
  }

  @Authorized()
  @Query(() => [Locale], { description: "The locales the user has added, by name." })
  myLocales(@Ctx() ctx: Context): Promise<Locale[]> {
    return ctx.services.catalogue.myLocales(currentUser(ctx));
  }

  @Authorized()
  @Mutation(() => Locale, { description: "Adds a locale (by its id) to the user's locales; answers it." })
  addLocale(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<Locale> {
    return ctx.services.catalogue.addLocale(currentUser(ctx), id);
  }
}

