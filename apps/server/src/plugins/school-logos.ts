import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where the school logos are kept unless LOGO_DIR says otherwise (served at /logos/, see web.ts). */
export const DEFAULT_LOGO_DIR = fileURLToPath(new URL('../../public/logos', import.meta.url));

/** A logo file's name: the school's id and .png (1-core §2: /logos/{schoolId}.png). */
const LOGO_FILE = /^([1-9]\d{0,9})\.png$/;

/** How long a listing of the folder is reused: a logo dropped in shows at the next sign-in after it. */
const LISTING_MS = 60_000;

/** The schools whose logo the portal holds, read from the logo folder. */
export interface SchoolLogos {
  /** The ids of the schools with a /logos/{id}.png file, ascending; none when the folder is missing. */
  list(): Promise<number[]>;
}

/**
 * The logos of one logo folder, listed at most once a minute, so the browser asks only for logos that
 * exist (a missing one was a 404 and a console error on every staff screen).
 */
export function createSchoolLogos(dir: string = DEFAULT_LOGO_DIR, now = () => Date.now()): SchoolLogos {
  let listed: { at: number; ids: Promise<number[]> } | null = null;
  async function readIds(): Promise<number[]> {
    try {
      const files = await readdir(dir, { withFileTypes: true });
      return files
        .filter((file) => file.isFile())
        .map((file) => LOGO_FILE.exec(file.name)?.[1])
        .filter((id): id is string => id !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
    } catch {
      // No folder (or an unreadable one): no logo is served, so none is offered.
      return [];
    }
  }
  return {
    list() {
      const at = now();
      if (!listed || at - listed.at >= LISTING_MS) listed = { at, ids: readIds() };
      return listed.ids;
    },
  };
}
