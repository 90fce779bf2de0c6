import { IsEnum, IsInt, IsOptional, IsString, IsUUID, Matches, MaxLength, Max, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Category, ItemKind } from '../../shared/categories';
import { Item } from './item.entity';
import { MAX_PAGE_SIZE } from './catalogue.service';

@ArgsType()
export class CatalogueArgs {
  @Field(() => ItemKind)
  @IsEnum(ItemKind)
  kind: ItemKind;

  @Field(() => Category, { nullable: true, description: 'Omit for every category ("All").' })
  @IsOptional()
  @IsEnum(Category)
  category?: Category | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  search?: string | null;

  @Field(() => Int, { defaultValue: 20 })
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(1000)
  after?: string | null;
}

@ObjectType()
export class ItemConnection {
  @Field(() => [Item])
  nodes: Item[];

  @Field(() => Int)
  totalCount: number;

  @Field(() => Boolean)
  hasNextPage: boolean;

  @Field(() => String, { nullable: true })
  endCursor: string | null;
}

/** A goal or habit of the user's own: name and category required, description optional. */
@InputType()
export class CustomItemInput {
  @Field(() => ItemKind)
  @IsEnum(ItemKind)
  kind: ItemKind;

  @Field({ description: 'The name of the goal or habit.' })
  @IsString({ message: 'Please enter a name' })
  @Matches(/\S/, { message: 'Please enter a name' })
  @MaxLength(120, { message: 'The name must be at most 120 characters' })
  text: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'The headline must be at most 60 characters' })
  headline?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'The description must be at most 500 characters' })
  description?: string;

  @Field(() => Category)
  @IsEnum(Category, { message: 'Please select a valid category' })
  category: Category;
}

@ArgsType()
export class ItemIdArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'Invalid id' })
  itemId: string;
}

@ArgsType()
export class CategoryArgs {
  @Field(() => Category, { nullable: true, description: 'Omit for every category ("All").' })
  @IsOptional()
  @IsEnum(Category)
  category?: Category | null;
}
