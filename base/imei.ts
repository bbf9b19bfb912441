/**
 * The Luhn check digit, and the IMEI that ends with it (15 digits): the one check the forms, the mock's seeds and the
 * tests use.
 */
export const luhnDigit = (digits: string): number => {
    const sum = [...digits].reverse().reduce((total, char, index) => {
        let value = Number(char);
        if (index % 2 === 0) {
            value *= 2;
            if (value > 9) value -= 9;
        }
        return total + value;
    }, 0);
    return (10 - (sum % 10)) % 10;
};

/** True when the 15 digits end with their Luhn check digit. */
export const isImei = (value: string): boolean => /^\d{15}$/.test(value) && luhnDigit(value.slice(0, 14)) === Number(value[14]);
