print("specui")
