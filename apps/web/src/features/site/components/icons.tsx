import { BatteryCharging, Car, Cog, Plane, Ruler, ShieldCheck, Tractor, Truck, Zap, Layers, type LucideIcon } from 'lucide-react';

export const ICONS: Record<string, LucideIcon> = {
  zap: Zap,
  spool: Layers,
  car: Car,
  battery: BatteryCharging,
  plane: Plane,
  tractor: Tractor,
  ruler: Ruler,
  cog: Cog,
  shield: ShieldCheck,
  truck: Truck,
};

export function Icon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Component = ICONS[name] ?? Cog;
  return <Component aria-hidden="true" className={className} />;
}
