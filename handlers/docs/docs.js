// Renders the API's OpenAPI document (/openapi.json, beside this page) with
// Swagger UI. Everything comes from this server: no validator badge, no
// fonts or scripts from elsewhere. "Authorize" takes an API key for the
// document's bearer scheme; "Try it out" sends requests to this server.

// codeSamples shows an operation's x-codeSamples ({lang, label, source}:
// the same call in curl and each client), one tab per sample, above its
// responses; Swagger UI itself does not render them.
function codeSamples(system) {
  const h = system.React.createElement;
  function CodeSamples({ samples }) {
    const [shown, show] = system.React.useState(0);
    return h("div", { className: "opblock-section code-samples" },
      h("div", { className: "opblock-section-header" }, h("h4", { className: "opblock-title" }, "Code samples")),
      h("div", { className: "code-samples-body" },
        h("ul", { className: "tab" }, samples.map((s, i) =>
          h("li", { key: i, className: "tabitem" + (i === shown ? " active" : "") },
            h("button", { className: "tablinks", onClick: () => show(i) }, s.label || s.lang)))),
        h("pre", { className: "microlight" }, h("code", null, samples[shown].source))));
  }
  return {
    wrapComponents: {
      responses: (Original, sys) => (props) => {
        const samples = sys.specSelectors.specJson().getIn(["paths", props.path, props.method, "x-codeSamples"]);
        const list = samples && samples.toJS ? samples.toJS() : [];
        const responses = h(Original, props);
        return list.length ? h("div", null, h(CodeSamples, { samples: list }), responses) : responses;
      },
    },
  };
}

window.ui = SwaggerUIBundle({
  url: new URL("openapi.json", document.baseURI).href,
  dom_id: "#swagger-ui",
  layout: "BaseLayout",
  plugins: [codeSamples],
  deepLinking: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
  displayOperationId: true,
  displayRequestDuration: true,
  filter: true,
  showCommonExtensions: true,
  validatorUrl: null,
});
