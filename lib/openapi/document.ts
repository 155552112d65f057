import { generateOpenApiDocument, type OpenApiDocument } from "./generate";

let cached: OpenApiDocument | undefined;

// Generated once per process: the document only changes with the code.
export function openApiDocument(): OpenApiDocument {
  cached ??= generateOpenApiDocument();
  return cached;
}
