import { getDb } from '../../app/firebase';
import {
  packagesForLine,
  parsePricingConfig,
  type Package,
  type PackageLine,
  type PricingConfig,
} from './packages';

// The Firestore SDK keeps retrying while offline; past this point the visitor is better served by the
// error state and its retry button than by an endless skeleton.
const READ_TIMEOUT_MS = 12_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** `pricing_config/main`, readable by everyone under the rules; null when it has not been seeded. */
export async function fetchPricingConfig(): Promise<PricingConfig | null> {
  const read = async () => {
    const [{ doc, getDoc }, db] = await Promise.all([import('firebase/firestore'), getDb()]);
    return getDoc(doc(db, 'pricing_config', 'main'));
  };
  const snapshot = await withTimeout(read(), READ_TIMEOUT_MS);
  return snapshot.exists() ? parsePricingConfig(snapshot.data()) : null;
}

export async function fetchPackages(line: PackageLine): Promise<Package[]> {
  const config = await fetchPricingConfig();
  return config ? packagesForLine(config, line) : [];
}
