import { saveOwnerFile } from '../../shared/lib/ownerFiles';

/** Every image of a generation in full resolution, one after another (the history's 'download all'); false on any failure. */
export async function saveAll(urls: string[], baseName: string): Promise<boolean> {
  for (const [index, url] of urls.entries()) {
    if (!(await saveOwnerFile(url, `${baseName}-${index + 1}`, { variant: 'hd' }))) return false;
  }
  return true;
}
