import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "../errors.ts";
import { routes, type RouteName } from "../routes.ts";
import { none, type RouteDef } from "../routes/route.ts";
import { ErrorBodySchema } from "../schemas/common.ts";
import { REFUSAL_REASONS } from "../texts/refusal-texts.ts";
import { ROUTE_DOCS } from "./route-docs.ts";

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  delete json["$schema"];
  return json;
};

const hasFields = (schema: z.ZodType): boolean => {
  if (schema === none) return false;
  const json = schemaOf(schema, "input");
  return json["type"] !== "object" || Object.keys((json["properties"] as object | undefined) ?? {}).length > 0;
};

/** Path and query parameters, one per field of the route's params or query object. */
const parametersOf = (schema: z.ZodType, where: "path" | "query") => {
  if (!hasFields(schema)) return [];
  const json = schemaOf(schema, "input");
  const required = new Set((json["required"] as string[] | undefined) ?? []);
  return Object.entries((json["properties"] as Record<string, JsonSchema>) ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    ...(typeof property["description"] === "string" ? { description: property["description"] } : {}),
    schema: property,
  }));
};

const refusalCache = new Map<RouteName, readonly ErrorCode[]>();

/**
 * The codes a route can answer: those it declares (`refusals` on its definition), then those every route of its
 * kind shares.
 */
export const refusalsOf = (name: RouteName): readonly ErrorCode[] => {
  const cached = refusalCache.get(name);
  if (cached) return cached;
  const route: RouteDef = routes[name];
  const takesInput = hasFields(route.params) || hasFields(route.query) || hasFields(route.body);
  const shared: ErrorCode[] = [
    ...(takesInput ? (["invalid_input"] as const) : []),
    ...(hasFields(route.body) ? (["bad_request", "payload_too_large"] as const) : []),
    // Sign-in is checked with the OpenID issuer, which may be unreachable for a while.
    ...(route.auth ? (["unauthorized", "service_unavailable"] as const) : []),
    // Every route that changes game state is refused once the galaxy's round has ended (docs/rounds.md).
    ...(route.mutates ? (["round_ended"] as const) : []),
    "rate_limited",
    "internal",
  ];
  const codes = [...new Set([...route.refusals, ...shared])];
  refusalCache.set(name, codes);
  return codes;
};

const errorResponses = (codes: readonly ErrorCode[]) => {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: `Refused: ${list.join(", ")}`,
        "x-refusal-codes": list,
        content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
      },
    ]),
  );
};

const operationOf = (name: RouteName) => {
  const route: RouteDef = routes[name];
  const refusals = refusalsOf(name);
  return {
    operationId: name,
    summary: ROUTE_DOCS[name].summary,
    tags: [route.path.split("/")[1] ?? "api"],
    security: route.auth ? [{ bearerAuth: [] }] : [],
    "x-refusal-codes": refusals,
    parameters: [...parametersOf(route.params, "path"), ...parametersOf(route.query, "query")],
    ...(hasFields(route.body)
      ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(route.body, "input") } } } }
      : {}),
    responses: {
      [String(ROUTE_DOCS[name].status ?? 200)]: {
        description: "Success",
        content: { "application/json": { schema: schemaOf(route.response, "output") } },
      },
      ...errorResponses(refusals),
    },
  };
};

/**
 * The OpenAPI 3.1 document of the whole route table, generated from the same zod schemas the server validates
 * with and the client types come from (served at GET /openapi.json, checked in as docs/openapi.json).
 */
export const buildOpenApiDocument = () => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(routes) as RouteName[]) {
    const route: RouteDef = routes[name];
    const path = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Nova Imperia API",
      version: "1.0.0",
      description:
        "The game's HTTP API. Every refusal is `{ detail, code, reason?, data? }`: `code` is one of a closed list, " +
        "each with one status; `detail` is the text players read (English); `reason` says which of the closed list " +
        "of refusal texts it is, so clients can translate it; `data` holds the numbers and names behind it.",
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "An OpenID Connect access token, or `dev:<name>` where development sign-in is enabled.",
        },
      },
      schemas: {
        ErrorBody: {
          ...schemaOf(ErrorBodySchema, "output"),
          properties: {
            ...(schemaOf(ErrorBodySchema, "output")["properties"] as object),
            code: { type: "string", enum: Object.keys(ERROR_STATUS) },
            reason: { type: "string", enum: REFUSAL_REASONS },
          },
        },
      },
    },
    paths,
  };
};
