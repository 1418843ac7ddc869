/** Per-series body proportions in metres: the data the outline of car-shape.ts is built from. */
import type { SeriesCode } from '#shared/api/client-api';

export interface CarShape {
  length: number;
  height: number;
  width: number;
  frontAxle: number;
  rearAxle: number;
  wheelRadius: number;
  /** Sill bottom above the ground. */
  ride: number;
  /** Window line at the cowl, and how much it rises towards the rear. */
  belt: number;
  beltRise: number;
  /** Top of the nose (front of the hood). */
  hoodFront: number;
  cowl: number;
  roofFront: number;
  roofRear: number;
  /** Where the rear glass meets the deck (or tailgate top) and how high that is. */
  deckX: number;
  deckHeight: number;
  /** Top of the tail at the very back. */
  tailHeight: number;
  /** Rear end of the side glass (C- or D-pillar). */
  windowRear: number;
  /** Adds a quarter window (SUV, MPV) and dark wheel-arch cladding. */
  quarterWindow: boolean;
  cladding: boolean;
}

export const CAR_SHAPES: Readonly<Record<SeriesCode, CarShape>> = {
  // Saloon: long hood, fastback-ish C-pillar, short deck.
  es: {
    length: 4.975,
    height: 1.45,
    width: 1.865,
    frontAxle: 1.0,
    rearAxle: 3.87,
    wheelRadius: 0.35,
    ride: 0.17,
    belt: 0.96,
    beltRise: 0.06,
    hoodFront: 0.74,
    cowl: 1.72,
    roofFront: 2.42,
    roofRear: 3.38,
    deckX: 4.32,
    deckHeight: 1.04,
    tailHeight: 0.98,
    windowRear: 3.95,
    quarterWindow: false,
    cladding: false,
  },
  // Compact crossover: raised hatchback.
  ux: {
    length: 4.495,
    height: 1.545,
    width: 1.84,
    frontAxle: 0.92,
    rearAxle: 3.56,
    wheelRadius: 0.35,
    ride: 0.2,
    belt: 1.02,
    beltRise: 0.08,
    hoodFront: 0.82,
    cowl: 1.5,
    roofFront: 2.12,
    roofRear: 3.55,
    deckX: 4.28,
    deckHeight: 1.2,
    tailHeight: 1.12,
    windowRear: 3.82,
    quarterWindow: true,
    cladding: true,
  },
  // Mid-size SUV.
  nx: {
    length: 4.66,
    height: 1.66,
    width: 1.865,
    frontAxle: 0.96,
    rearAxle: 3.65,
    wheelRadius: 0.37,
    ride: 0.23,
    belt: 1.1,
    beltRise: 0.07,
    hoodFront: 0.92,
    cowl: 1.58,
    roofFront: 2.18,
    roofRear: 3.9,
    deckX: 4.48,
    deckHeight: 1.34,
    tailHeight: 1.22,
    windowRear: 4.12,
    quarterWindow: true,
    cladding: true,
  },
  // Grand tourer coupe: low, long hood, short cabin.
  lc: {
    length: 4.77,
    height: 1.345,
    width: 1.92,
    frontAxle: 0.93,
    rearAxle: 3.8,
    wheelRadius: 0.36,
    ride: 0.14,
    belt: 0.9,
    beltRise: 0.08,
    hoodFront: 0.7,
    cowl: 1.86,
    roofFront: 2.55,
    roofRear: 3.15,
    deckX: 4.35,
    deckHeight: 0.99,
    tailHeight: 0.96,
    windowRear: 3.72,
    quarterWindow: false,
    cladding: false,
  },
  // Luxury MPV: tall, boxy, short nose.
  lm: {
    length: 5.125,
    height: 1.955,
    width: 1.89,
    frontAxle: 0.95,
    rearAxle: 3.95,
    wheelRadius: 0.36,
    ride: 0.2,
    belt: 1.12,
    beltRise: 0.05,
    hoodFront: 1.0,
    cowl: 1.22,
    roofFront: 1.88,
    roofRear: 4.85,
    deckX: 5.06,
    deckHeight: 1.72,
    tailHeight: 1.52,
    windowRear: 4.95,
    quarterWindow: true,
    cladding: false,
  },
  // Body-on-frame SUV: upright, square.
  gx: {
    length: 4.95,
    height: 1.92,
    width: 1.98,
    frontAxle: 0.95,
    rearAxle: 3.8,
    wheelRadius: 0.4,
    ride: 0.28,
    belt: 1.24,
    beltRise: 0.02,
    hoodFront: 1.16,
    cowl: 1.82,
    roofFront: 2.22,
    roofRear: 4.72,
    deckX: 4.9,
    deckHeight: 1.78,
    tailHeight: 1.6,
    windowRear: 4.78,
    quarterWindow: true,
    cladding: true,
  },
};
