import type { Driver } from "./adapter";

/** One browser per test worker; each test opens a fresh page in it. */
export interface Session {
  /** The browser's name and version, for the report. */
  version: Promise<string>;
  open(baseURL: string): Promise<{ driver: Driver; close(): Promise<void> }>;
  close(): Promise<void>;
}
