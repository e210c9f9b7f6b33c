/** A test recipient's address as people write it: a North American number as (646) 555-0123, anything else as kept. */
export function displayTestAddress(address: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(address);
  return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : address;
}
