throw new Error('re2 is not installed; superstatic uses RegExp instead');
