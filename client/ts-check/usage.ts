// How a TypeScript client uses the generated types with openapi-fetch;
// compiled (not run) by scripts/client-checks.sh with tsc --strict, so a
// nested object typed as an empty record, or an optional meta.next, fails.
import createClient from "openapi-fetch";
import type { components, paths } from "./readapi";

type Job = components["schemas"]["Job"];

export async function firstCompanies(baseUrl: string, apiKey: string): Promise<string[]> {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const { data, error } = await client.GET("/v1/jobs", {
      params: { query: { active: "true", order: "-posted_at", limit: 100, cursor } },
    });
    if (error) throw new Error(`${error.error.code}: ${error.error.message}`);
    for (const job of data.data) {
      const name: string | undefined = job.company?.name;
      const fact: string | undefined = job.facts?.["view_count"];
      if (name && fact !== "") names.push(name);
    }
    const next: string | null = data.meta.next;
    const count: number = data.meta.count;
    cursor = count > 0 && next !== null ? next : undefined;
  } while (cursor);
  return names;
}

export function venueOf(event: components["schemas"]["Event"]): [number | null, number | null] | null {
  const sessions: number = event.sessions?.length ?? 0;
  return event.venue && sessions >= 0 ? [event.venue.lat, event.venue.lng] : null;
}

export function pct(source: components["schemas"]["Source"]): number | null {
  return source.quality?.description_pct ?? null;
}

export function retryable(code: components["schemas"]["Error"]["code"]): boolean {
  return code === "rate_limited" || code === "unavailable";
}

export type { Job };
