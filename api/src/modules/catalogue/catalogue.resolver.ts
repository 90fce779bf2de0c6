import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { CatalogueArgs, CustomItemInput, ItemConnection } from './catalogue.types';
import { Item } from './item.entity';
import type { ItemTexts } from './catalogue.service';
import { Locale } from './locale.entity';
import { IdArgs } from '../../shared/ids';

@Resolver(() => Item)
export class CatalogueResolver {
  @Query(() => ItemConnection, { description: 'Browse goals or habits: public; a signed-in user also sees their own.' })
  async catalogue(@Args() args: CatalogueArgs, @Ctx() ctx: Context): Promise<ItemConnection> {
    const page = await ctx.services.catalogue.browse(ctx.user, { ...args, locale: ctx.locale });
    // Its built-in items already read in the request's language.
    for (const item of page.nodes) if (!item.custom) ctx.loaders.catalogueTexts.prime(item.id, { text: item.text, headline: item.headline, description: item.description });
    return page;
  }

  // A built-in item reads in the request's language wherever it was read from (a goal's, a
  // habit's, the dashboard's), English where the language has no row; a user's own as written.
  @FieldResolver(() => String, { description: 'The name of the goal or habit, in the language of the request for a built-in item.' })
  async text(@Root() item: Item, @Ctx() ctx: Context): Promise<string> {
    return (await this.texts(item, ctx))?.text ?? item.text;
  }

  @FieldResolver(() => String, { description: 'A short tagline; may be empty.' })
  async headline(@Root() item: Item, @Ctx() ctx: Context): Promise<string> {
    return (await this.texts(item, ctx))?.headline ?? item.headline;
  }

  @FieldResolver(() => String, { description: 'A longer description; may be empty.' })
  async description(@Root() item: Item, @Ctx() ctx: Context): Promise<string> {
    return (await this.texts(item, ctx))?.description ?? item.description;
  }

  private texts(item: Item, ctx: Context): Promise<ItemTexts | null> | null {
    return item.custom ? null : ctx.loaders.catalogueTexts.load(item.id);
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

