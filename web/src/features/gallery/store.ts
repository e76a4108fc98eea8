import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Spec §2/§9 gallery grid sizes: thumbnail side in px. */
export const GRID_SIZES = { tiny: 80, small: 120, medium: 200, large: 300 } as const;
export type GridSize = keyof typeof GRID_SIZES;

type GalleryPrefs = { gridSize: GridSize; setGridSize: (size: GridSize) => void };

/** The chosen grid size, remembered in this browser (a preference, not server data). */
export const useGalleryPrefs = create<GalleryPrefs>()(
  persist(
    (set) => ({
      gridSize: 'small',
      setGridSize: (gridSize) => set({ gridSize }),
    }),
    { name: 'bitna-gallery-prefs' },
  ),
);
