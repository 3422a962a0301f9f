import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { site } from "./content/site";

export { routes, notFoundRoute } from "./app/routes";
export { renderHead } from "./app/head";
export { siteOrigin } from "./lib/site-url";
export { setSiteStylesheetHref } from "./lib/site-stylesheet";

/** The download link's target, served by the host when the build leaves it out. */
export const downloadHref = site.downloadHref;

/** Render one URL to HTML, waiting for every lazy part (build time only). */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      // Keep every boundary inline: no <template> + inline script to reveal
      // them, which JS-off visitors and the CSP would both block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
