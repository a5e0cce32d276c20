import { BatteryCharging, Car, Cog, Plane, Tractor, Zap, Layers, type LucideIcon } from 'lucide-react';

/** The industries' icons, by the names content/pages/industries.ts gives them. */
export const ICONS: Record<string, LucideIcon> = {
  zap: Zap,
  spool: Layers,
  car: Car,
  battery: BatteryCharging,
  plane: Plane,
  tractor: Tractor,
};

export function Icon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Component = ICONS[name] ?? Cog;
  return <Component aria-hidden="true" className={className} />;
}
