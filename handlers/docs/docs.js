// Renders the API's OpenAPI document (/openapi.json, beside this page) with
// Swagger UI. Everything comes from this server: no validator badge, no
// fonts or scripts from elsewhere. "Authorize" takes an API key for the
// document's bearer scheme; "Try it out" sends requests to this server.
window.ui = SwaggerUIBundle({
  url: new URL("openapi.json", document.baseURI).href,
  dom_id: "#swagger-ui",
  layout: "BaseLayout",
  deepLinking: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
  displayOperationId: true,
  displayRequestDuration: true,
  filter: true,
  showExtensions: true,
  showCommonExtensions: true,
  validatorUrl: null,
});
