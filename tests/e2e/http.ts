import http from "node:http";

export interface RawResponse {
  status: number;
  location?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET that sends the path exactly as written: browsers and Playwright's
 * request client normalise it (dot segments, "//", "\", percent-encoding).
 */
export function rawGet(baseURL: string, path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}
