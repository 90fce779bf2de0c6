import { IsEnum, IsInt, IsOptional, MaxLength, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
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
