import { IsEnum, IsInt, IsOptional, IsString, IsUUID, Matches, MaxLength, Max, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Category, ItemKind } from '../../shared/categories';
import { Item } from './item.entity';
import { MAX_PAGE_SIZE } from './catalogue.service';
import { says } from '../../shared/validate';
import { validationText } from '../../shared/validation.messages';

@ArgsType()
export class CatalogueArgs {
  @Field(() => ItemKind, { description: 'Goals or habits.' })
  @IsEnum(ItemKind)
  kind: ItemKind;

  @Field(() => Category, { nullable: true, description: 'Omit for every category ("All").' })
  @IsOptional()
  @IsEnum(Category)
  category?: Category | null;

  @Field(() => String, { nullable: true, description: 'Text to find anywhere in the name, headline or description, case-insensitive; at most 100 characters.' })
  @IsOptional()
  @MaxLength(100, says(validationText('searchTooLong')))
  search?: string | null;

  @Field(() => Int, { defaultValue: 20, description: 'Page size, 1 to 100.' })
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first: number;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page; omit for the first page.' })
  @IsOptional()
  @MaxLength(1000)
  after?: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'One page of catalogue items, sorted by name.' })
export class ItemConnection {
  @Field(() => [Item], { description: 'The items of this page.' })
  nodes: Item[];

  @Field(() => Int, { description: 'How many items match, on every page together.' })
  totalCount: number;

  @Field(() => Boolean, { description: 'True when another page follows: pass endCursor as after.' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'An opaque cursor after the last item of this page; null for an empty page.' })
  endCursor: string | null;
}

/** A goal or habit of the user's own: name and category required, description optional. */
@InputType({ description: 'A goal or habit of the user\'s own: name and category required.' })
export class CustomItemInput {
  @Field(() => ItemKind, { description: 'Goal or habit.' })
  @IsEnum(ItemKind)
  kind: ItemKind;

  @Field({ description: 'The name of the goal or habit.' })
  @IsString(says(validationText('enterName')))
  @Matches(/\S/, says(validationText('enterName')))
  @MaxLength(120, says(validationText('nameTooLong')))
  text: string;

  @Field({ nullable: true, description: 'A short tagline, at most 60 characters.' })
  @IsOptional()
  @IsString()
  @MaxLength(60, says(validationText('headlineTooLong')))
  headline?: string;

  @Field({ nullable: true, description: 'A longer description, at most 500 characters.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, says(validationText('descriptionTooLong')))
  description?: string;

  @Field(() => Category, { description: 'Its category; Essential is for habits only.' })
  @IsEnum(Category, says(validationText('validCategory')))
  category: Category;
}

@ArgsType()
export class ItemIdArgs {
  @Field(() => ID, { description: 'The id of a catalogue item the user may see (built in, or their own).' })
  @IsUUID('all', says(validationText('invalidId')))
  itemId: string;
}

@ArgsType()
export class CategoryArgs {
  @Field(() => Category, { nullable: true, description: 'Omit for every category ("All").' })
  @IsOptional()
  @IsEnum(Category)
  category?: Category | null;
}
