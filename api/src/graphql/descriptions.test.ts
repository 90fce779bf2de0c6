import 'reflect-metadata';
import {
  isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isSpecifiedScalarType, type GraphQLSchema,
} from 'graphql';
import { createSchema } from './schema';

/**
 * Every public name of the schema, as a third-party client sees it in introspection and in
 * schema.graphql, that has no description: types (object, input, enum, our scalars), fields,
 * arguments, input fields and enum values. Introspection types and the built-in scalars are
 * described by the GraphQL specification.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const blank = (description: string | null | undefined) => !description?.trim();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    // The root types are named by the specification; their fields are what needs describing.
    const isRoot = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(type as never);
    if (!isRoot && blank(type.description)) missing.push(`type ${type.name}`);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`field ${type.name}.${field.name}`);
        for (const arg of field.args) {
          if (blank(arg.description)) missing.push(`argument ${type.name}.${field.name}(${arg.name})`);
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`input field ${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (blank(value.description)) missing.push(`enum value ${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

describe('the GraphQL schema for third-party clients', () => {
  it('describes every public type, field, argument, input field and enum value', async () => {
    const schema = await createSchema();
    expect(undescribed(schema)).toEqual([]);
  });
});
