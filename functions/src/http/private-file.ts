// Sends a private Storage file to its owner (the route has checked ownership): only the owner's browser may keep
// it, and a download gets a file name. A missing file answers the route's own not-found error.
import type { Response } from 'express';
import { readFile } from '../shared/files';

export async function sendPrivateFile(
  res: Response,
  path: string,
  file: { name: string; type: string; download: boolean },
  notFound: () => Error,
) {
  const data = path ? await readFile(path) : null;
  if (!data) throw notFound();
  res.set('Cache-Control', 'private, max-age=3600');
  res.set('Content-Disposition', `${file.download ? 'attachment' : 'inline'}; filename="${file.name}"`);
  res.type(file.type).send(data);
}
